import { describe, expect, it } from 'vitest';
import { renderForumMarkdown } from './forum-markdown.ts';

describe('the forum Markdown subset', () => {
  it('renders emphasis, links, lists, quotes and code', () => {
    const html = renderForumMarkdown(
      '**fett** und *kursiv*\n\n- eins\n- zwei\n\n> Zitat\n\n`code` [Link](https://example.org)',
    );
    expect(html).toContain('<strong>fett</strong>');
    expect(html).toContain('<em>kursiv</em>');
    expect(html).toContain('<li>eins</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow ugc">Link</a>',
    );
  });

  it('escapes HTML and refuses scripts, images and headings', () => {
    const html = renderForumMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) ![bild](https://example.org/a.png)\n\n# Titel',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<h1');
    expect(html).toContain('&lt;script&gt;');
  });
});
