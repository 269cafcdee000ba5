import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderForumMarkdown } from './forum-markdown.ts';

/** A topic's or comment's text, rendered from the forum's Markdown subset (loaded on demand). */
export function ForumMarkdownView({ text }: { text: string }) {
  const html = useMemo(() => renderForumMarkdown(text), [text]);
  return (
    <Box
      className="forum-markdown"
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& p:first-of-type': { mt: 0 },
        '& p:last-child': { mb: 0 },
        '& blockquote': {
          borderLeft: 3,
          borderColor: 'divider',
          m: 0,
          pl: 1.5,
          color: 'text.secondary',
        },
        '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& ul, & ol': { pl: 3, my: 1 },
      }}
      // The HTML comes from markdown-it with HTML input switched off (forum-markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
