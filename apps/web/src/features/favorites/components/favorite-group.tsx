import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FavoriteEntry } from '@academia/shared';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format';

/** Marks the remove buttons, so the page can move focus to a neighbour once one leaves. */
export const REMOVE_BUTTON_ATTRIBUTE = 'data-remove-favorite';

interface FavoriteGroupProps {
  /** The kind's plural label, e.g. "Rutas de aprendizaje": the section's `<h2>` and the list's name. */
  title: string;
  entries: FavoriteEntry[];
  onRemove: (entry: FavoriteEntry) => void;
}

/** One kind of favourite: a heading, then each entry with its link, what it is and a "Quitar" button. */
export function FavoriteGroup({ title, entries, onRemove }: FavoriteGroupProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.targetId}`}>
            <Paper
              variant="outlined"
              sx={{
                p: { xs: 2, sm: 2.5 },
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-start', sm: 'center' },
                gap: 2,
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
                  <Link component={RouterLink} to={entry.href} underline="hover">
                    {entry.title}
                  </Link>
                </Typography>
                {entry.description && (
                  <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                    {entry.description}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                  {`Agregado el ${formatDate(entry.createdAt)}`}
                </Typography>
              </Box>
              <Button
                {...{ [REMOVE_BUTTON_ATTRIBUTE]: '' }}
                variant="outlined"
                color="secondary"
                aria-label={`Quitar «${entry.title}» de favoritos`}
                onClick={() => onRemove(entry)}
                sx={{ minHeight: 44, flexShrink: 0 }}
              >
                Quitar
              </Button>
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}
