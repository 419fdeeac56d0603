/** What POST /api/chat/answer sends back (type-only: shared by the endpoint and the console). */

/** An FAQ answer or a tip from our content pages. */
export interface HelpAnswer {
  readonly id: string;
  readonly kind: 'faq' | 'tip';
  /** The FAQ question or the tip. */
  readonly title: string;
  /** The answer or the tip's blurb, plain text. */
  readonly text: string;
  /** The content page it comes from, when it is on one. */
  readonly source: { readonly title: string; readonly href: string } | null;
}

/** A product of the site search, linked to its page. */
export interface ProductLink {
  readonly id: number;
  readonly name: string;
  readonly href: string;
  /** Where it is ("Located within" resort or area). */
  readonly location: string;
}

/** A page of the site that does what the question asks (find an order, reset a password). */
export interface ActionLink {
  readonly id: 'order-lookup' | 'forgot-password';
  readonly text: string;
  readonly href: string;
}

export interface ChatAnswer {
  /** The question as understood (trimmed). */
  readonly question: string;
  readonly actions: readonly ActionLink[];
  readonly answers: readonly HelpAnswer[];
  readonly products: readonly ProductLink[];
}

/** What POST /api/chat/messages answers on success. */
export interface SupportMessageReceipt {
  /** A short reference the visitor can quote (the first part of the message id, upper case). */
  readonly reference: string;
}
