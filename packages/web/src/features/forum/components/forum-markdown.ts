import MarkdownIt from 'markdown-it';

/**
 * The forum's Markdown subset (docs/decisions.md §56): paragraphs and line breaks, emphasis,
 * links (and bare addresses), lists, quotes, inline code and code blocks. No HTML (escaped), no
 * images, no headings or tables. markdown-it escapes everything else and refuses `javascript:`
 * and similar link targets; links open in a new tab without handing over the forum's window.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true }).enable(
  [
    'blockquote',
    'list',
    'code',
    'fence',
    'newline',
    'escape',
    'backticks',
    'emphasis',
    'link',
    'autolink',
    'entity',
    'linkify',
  ],
  true,
);

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow ugc');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** The body as safe HTML. */
export const renderForumMarkdown = (text: string): string => markdown.render(text);
