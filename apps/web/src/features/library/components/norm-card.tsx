import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { libraryTopicLabels, type NormCard as NormCardData } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { CardTitleLink, liftedLinkSx } from './card-title-link';
import { HighlightedText } from '../../../components/highlighted-text';
import { LibraryFavoriteButton } from './library-favorite-button';
import { NormStatusChip, replacedByLabel } from './norm-status-chip';

interface NormCardProps {
  norm: NormCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** One norm in a list: its subject, issuer, topic, status and what replaced it, with the searched words marked. */
export function NormCard({ norm, headingLevel = 'h2' }: NormCardProps) {
  const titleId = useId();
  const { match } = norm;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <CardTitleLink
          id={titleId}
          to={paths.norm(norm.id)}
          component={headingLevel}
          action={
            <LibraryFavoriteButton kind="norm" targetId={norm.id} favorite={norm.favorite} describedBy={titleId} />
          }
        >
          {match ? <HighlightedText segments={match.titleHighlight} /> : norm.title}
        </CardTitleLink>
        <Typography sx={{ fontWeight: 600 }}>{norm.subject}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <VisuallyHidden>Estado:</VisuallyHidden>
          <NormStatusChip status={norm.status} />
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {norm.issuer} · {libraryTopicLabels[norm.topic]}
          </Typography>
        </Box>
        {norm.replacedBy && (
          <Typography variant="body2">
            {replacedByLabel(norm.status)}{' '}
            <Link component={RouterLink} to={paths.norm(norm.replacedBy.id)} sx={liftedLinkSx}>
              {norm.replacedBy.title}
            </Link>
          </Typography>
        )}
        {match ? (
          <Typography sx={{ color: 'text.secondary' }}>
            <HighlightedText segments={match.snippet} />
          </Typography>
        ) : (
          norm.summary && <Typography sx={{ color: 'text.secondary' }}>{norm.summary}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
