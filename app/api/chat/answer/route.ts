import { answerQuestion } from '@/features/chat/answer';
import { chatQuestionSchema } from '@/features/chat/schema';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/chat/answer {question}: the chat console's answer from our own content (FAQ answers
 * and tips, matching products, the pages that do what was asked). A question outside 2-300
 * characters answers 400 with a message the console shows.
 */
export const POST = withBody(
  chatQuestionSchema,
  async ({ question }, request) => {
    requireJson(request);
    return answerQuestion(question);
  },
  { label: 'api/chat/answer' },
);
