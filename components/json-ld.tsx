/**
 * The JSON of a JSON-LD block as it may stand inside <script>: `<` and `>` (no `</script>` or
 * `<!--` can end or change the block, whatever a product name or an editor's text says), `&`, and
 * the line separators U+2028/U+2029 are written as JSON escapes, which parse back to the same data.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data of a page (schema.org), escaped for the HTML it stands in. One place for every page. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
