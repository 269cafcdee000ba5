import Link from '@mui/material/Link';
import { messageParts } from '@backline/domain';

/**
 * A message's text as written: line breaks kept, http(s) addresses as links that open in a new
 * tab, everything else plain text (never markup).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link
            // The parts of one text never move: their position is their identity.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
