/**
 * Tests only: what a tag manager does to the layer when it loads, a push of its own that still
 * keeps the messages, so code that waits for a handler (trackThen) sees one.
 */
export function installTagManagerStandIn(): void {
  const messages = (window.dataLayer ??= []);
  messages.push = function push(this: unknown[], ...items: unknown[]) {
    return Array.prototype.push.apply(this, items);
  };
}
