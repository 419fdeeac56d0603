import Markdown, { defaultUrlTransform } from 'react-markdown';
import styles from './content.module.css';

/**
 * Editor-written markdown (markdownBlock, markdownList, FAQ answers, page intros). Raw HTML in
 * the source is dropped, never rendered (skipHtml), and links keep only safe protocols
 * (react-markdown's default: http, https, mailto, tel and site paths; javascript: is emptied).
 * Headings inside a widget start at h3: the page has its h1 and the widget its h2.
 */
export function MarkdownText({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? styles.markdown}>
      <Markdown
        skipHtml
        urlTransform={defaultUrlTransform}
        components={{ h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h5', img: () => null }}
      >
        {source}
      </Markdown>
    </div>
  );
}
