import { describe, expect, it } from 'vitest';
import { markdownToPlainText, normaliseWords, productSearchWords, stem } from './text';

describe('stem', () => {
  it.each([
    ['shows', 'show'],
    ['tips', 'tip'],
    ['parties', 'party'],
    ['passes', 'pass'],
    ['boxes', 'box'],
    ['churches', 'church'],
    ['dresses', 'dress'],
    ['shoes', 'shoe'],
    ['pass', 'pass'],
    ['bus', 'bus'],
    ['oasis', 'oasis'],
    ['gas', 'gas'],
    ['age', 'age'],
  ])('%s -> %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });
});

describe('normaliseWords', () => {
  it('lower-cases, drops punctuation and stop words, and takes the plural s off', () => {
    expect(normaliseWords('What is the MINIMUM age for Nightclubs?')).toEqual(['minimum', 'age', 'nightclub']);
  });

  it('treats accents, apostrophes and dashes alike on both sides', () => {
    expect(normaliseWords("Don't forget: café e-mails")).toEqual(['forget', 'cafe', 'e', 'mail']);
    expect(normaliseWords('New Year’s Eve')).toEqual(normaliseWords("new years eve"));
  });

  it('is empty for a question of stop words only', () => {
    expect(normaliseWords('Can you tell me, what is it?')).toEqual([]);
  });
});

describe('productSearchWords', () => {
  it('keeps what names a product and leaves out booking noise and repeats', () => {
    expect(productSearchWords('Cheap tickets for the Blue Man Group show tonight, blue!')).toEqual(['blue', 'man', 'group', 'show']);
  });

  it('is empty when only noise is left', () => {
    expect(productSearchWords('I want to book tickets')).toEqual([]);
  });
});

describe('markdownToPlainText', () => {
  it('keeps link text and drops emphasis, list marks and extra whitespace', () => {
    expect(markdownToPlainText('Call **1-888-555-0142** or [look up an order](/iv2/orders/search).\n\n- one\n- *two*')).toBe(
      'Call 1-888-555-0142 or look up an order. one two',
    );
  });

  it('leaves plain text and snake_case alone', () => {
    expect(markdownToPlainText('You must be 21 or over; see my_file')).toBe('You must be 21 or over; see my_file');
  });
});
