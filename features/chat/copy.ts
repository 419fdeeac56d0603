// What the chat console says; shared by the endpoints and the console in the browser.

export const CHAT_ANSWER_URL = '/api/chat/answer';
export const CHAT_MESSAGES_URL = '/api/chat/messages';

export const CHAT_COPY = {
  title: 'Vegas Help',
  intro:
    'Ask a question and we will look for the answer in our guides and FAQs. Nobody is chatting live right now: to talk to a person, call us or leave a message and we will reply by e-mail.',
  askLabel: 'Your question',
  askButton: 'Ask',
  asking: 'Looking…',
  /** While the message form loads (it is not in the console's first-load JavaScript). */
  loading: 'Loading…',
  found: 'Here is what we found:',
  productsHeading: 'Matching on our site:',
  actionsHeading: 'This page can help:',
  fromPage: 'From',
  noMatch: 'We could not find an answer to that in our guides.',
  noMatchHelp: (phone: string) => `Call us at ${phone}, or leave a message and we will reply by e-mail.`,
  leaveMessage: 'Leave a message',
  messageHeading: 'Leave a message',
  messageIntro: 'We reply by e-mail, usually within one business day.',
  sendMessage: 'Send Message',
  sending: 'Sending…',
  cancel: 'Back to questions',
  sent: (email: string) => `Thank you! Your message has been sent. We will reply to ${email}, usually within one business day.`,
  reference: (reference: string) => `Reference: ${reference}`,
  failed: 'Something went wrong. Please try again.',
  answersThrottled: (phone: string) => `You have asked many questions in a short time. Please wait 15 minutes, or call us at ${phone}.`,
  throttled: (phone: string) => `You have sent several messages in a short time. Please wait 15 minutes before sending another, or call us at ${phone}.`,
  orderLookup: 'Find your order with your e-mail address and confirmation number',
  forgotPassword: 'Reset your password',
} as const;
