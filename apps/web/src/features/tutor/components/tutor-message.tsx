import { tutorSourceKindLabels, type TutorMessage } from '@academia/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export type ShownMessage = Omit<TutorMessage, 'createdAt'>;

/** One turn: the user's question, or the tutor's answer with its sources as links. */
export function TutorMessageView({
  message,
  streaming,
  onNavigate,
}: {
  message: ShownMessage;
  streaming: boolean;
  onNavigate: () => void;
}) {
  const mine = message.role === 'user';
  return (
    <Box component="li" aria-busy={streaming}>
      <Paper
        variant="outlined"
        sx={{ p: 2, bgcolor: mine ? 'action.hover' : 'background.paper', ml: mine ? { sm: 6 } : 0 }}
      >
        <Typography variant="subtitle2" component="p">
          {mine ? 'Usted' : 'Tutor'}
        </Typography>
        <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {message.text || (streaming ? 'Buscando en las bibliotecas…' : '')}
        </Typography>
        {message.sources.length > 0 && (
          <Box component="section" aria-label="Fuentes" sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              Fuentes
            </Typography>
            <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
              {message.sources.map((source, index) => (
                <li key={`${source.url}-${String(index)}`}>
                  <Link component={RouterLink} to={source.url} onClick={onNavigate}>
                    {source.title}
                  </Link>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({tutorSourceKindLabels[source.kind]})
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
