import { describe, expect, it } from 'vitest';
import { buildHelpIndex, MIN_SCORE, rankDocuments, scoreDocument, wordWeight } from './scoring';
import { normaliseWords } from './text';

const DOCS = [
  { id: 'age', title: 'What is the minimum age?', body: 'You must be 21 or over to enter nightclubs, bars and dayclubs.' },
  { id: 'book', title: 'Do I need to book ahead?', body: 'For a weekend night or a famous DJ, yes: entry tickets and tables sell out.' },
  { id: 'dress', title: 'Is there a dress code?', body: 'Most nightclubs ask for closed shoes and no sportswear.' },
  { id: 'id', title: 'Carry a physical ID', body: 'Every venue checks it at the door. Foreign visitors should bring their passport.' },
  { id: 'kids', title: 'Can I bring children to a show?', body: 'Most shows admit all ages; some are 18 and over.' },
];

describe('help scoring', () => {
  const index = buildHelpIndex(DOCS);

  it('puts the FAQ whose question is asked first', () => {
    expect(rankDocuments(index, 'What is the minimum age?').map((r) => r.document.id)[0]).toBe('age');
    expect(rankDocuments(index, 'minimum age')[0]?.score).toBe(1);
    expect(rankDocuments(index, 'dress codes for clubs')[0]?.document.id).toBe('dress');
  });

  it('matches words of the answer too, weaker than the question', () => {
    const passport = rankDocuments(index, 'passport');
    expect(passport.map((r) => r.document.id)).toEqual(['id']);
    expect(passport[0]?.score).toBe(0.5);
  });

  it('finds nothing for nonsense, stop words or an empty question', () => {
    expect(rankDocuments(index, 'xyzzy plugh frobnicate')).toEqual([]);
    expect(rankDocuments(index, 'what is it?')).toEqual([]);
    expect(rankDocuments(index, '')).toEqual([]);
  });

  it('does not answer when most of the question is about something else', () => {
    // One known word among unknown ones covers too little of the question's weight.
    expect(rankDocuments(index, 'helicopter grand canyon sunset age')).toEqual([]);
  });

  it('returns at most the limit, best first', () => {
    // A tie (both answers mention it) keeps the corpus order.
    expect(rankDocuments(index, 'nightclubs').map((r) => r.document.id)).toEqual(['age', 'dress']);
    expect(rankDocuments(index, 'nightclubs', 1)).toHaveLength(1);
    // The answer that has all three words; the one with only 'nightclubs' falls below the bar.
    expect(rankDocuments(index, 'closed shoes nightclubs').map((r) => r.document.id)).toEqual(['dress']);
  });

  it('weighs rare words more than common ones', () => {
    expect(wordWeight(index, 'passport')).toBeGreaterThan(wordWeight(index, 'nightclub'));
    expect(wordWeight(index, 'never-seen')).toBeGreaterThan(wordWeight(index, 'passport'));
  });

  it('scores between 0 and 1 and at least MIN_SCORE for every returned document', () => {
    for (const question of ['minimum age', 'bring kids', 'famous DJ tables', 'closed shoes']) {
      for (const { score } of rankDocuments(index, question, 10)) expect(score).toBeGreaterThanOrEqual(MIN_SCORE);
      for (const entry of index.documents) {
        const score = scoreDocument(index, normaliseWords(question), entry);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
    }
  });
});
