/** A tel: URI for a configured, human-formatted number ("1-888-555-0142"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') || digits.length !== 11 ? digits : `+${digits}`}`;
}
