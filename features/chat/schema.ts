// zod/mini: the chat console parses with these schemas in the browser, and the chat endpoints
// parse the same shapes on the server.
import * as z from 'zod/mini';
import { emailSchema, REQUIRED_MESSAGE } from '@/features/accounts/schema';

export const QUESTION_MIN = 2;
export const QUESTION_MAX = 300;
export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

export const CHAT_SCHEMA_MESSAGES = {
  questionLength: `Please type a question of ${QUESTION_MIN} to ${QUESTION_MAX} characters.`,
  nameLength: `Please keep your name to ${NAME_MAX} characters.`,
  messageLength: `Please write ${MESSAGE_MIN} to ${MESSAGE_MAX} characters.`,
  orderNumber: 'Order numbers look like VG-123456789.',
} as const;

export const chatQuestionSchema = z.object({
  question: z.string({ error: CHAT_SCHEMA_MESSAGES.questionLength }).check(
    z.trim(),
    z.minLength(QUESTION_MIN, { error: CHAT_SCHEMA_MESSAGES.questionLength }),
    z.maxLength(QUESTION_MAX, { error: CHAT_SCHEMA_MESSAGES.questionLength }),
  ),
});
export type ChatQuestionInput = z.input<typeof chatQuestionSchema>;

/** Empty means none; otherwise the confirmation number from the order e-mail, in any case. */
const orderNumberSchema = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.toUpperCase()),
    z.transform((value: string) => (value === '' ? undefined : value)),
  ).check(z.refine((value) => value === undefined || /^VG-\d{6,12}$/.test(value), { error: CHAT_SCHEMA_MESSAGES.orderNumber })),
);

export const supportMessageSchema = z.object({
  name: z.string({ error: REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.maxLength(NAME_MAX, { error: CHAT_SCHEMA_MESSAGES.nameLength }),
  ),
  email: emailSchema,
  message: z.string({ error: REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.minLength(MESSAGE_MIN, { error: CHAT_SCHEMA_MESSAGES.messageLength }),
    z.maxLength(MESSAGE_MAX, { error: CHAT_SCHEMA_MESSAGES.messageLength }),
  ),
  orderNumber: orderNumberSchema,
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;
export type SupportMessage = z.output<typeof supportMessageSchema>;
