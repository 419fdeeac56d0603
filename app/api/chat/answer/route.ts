import { answerVisitorQuestion } from '@/features/chat/answer';
import { chatQuestionSchema } from '@/features/chat/schema';
import { clientIp } from '@/lib/http/client-ip';
import { withBody } from '@/lib/http/handler';
import { requireJson } from '@/lib/http/require-json';

export const dynamic = 'force-dynamic';

/**
 * POST /api/chat/answer {question}: the chat console's answer from our own content (FAQ answers
 * and tips, matching products, the pages that do what was asked). A question outside 2-300
 * characters answers 400 with a message the console shows; more than CHAT_ANSWERS_MAX_PER_IP
 * questions from one address in 15 minutes, 429 with Retry-After.
 */
export const POST = withBody(
  chatQuestionSchema,
  async ({ question }, request) => {
    requireJson(request);
    return answerVisitorQuestion(question, clientIp(request));
  },
  { label: 'api/chat/answer' },
);
