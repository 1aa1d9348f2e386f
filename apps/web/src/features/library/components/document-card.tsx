import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { documentKindLabels, libraryTopicLabels, type DocumentCard as DocumentCardData } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatCalendarDay } from '../../../lib/format';
import { CardTitleLink } from './card-title-link';
import { HighlightedText } from '../../../components/highlighted-text';
import { LibraryFavoriteButton } from './library-favorite-button';

interface DocumentCardProps {
  document: DocumentCardData;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** One educational document in a list: what it is, its topic and date, and the searched words marked. */
export function DocumentCard({ document, headingLevel = 'h2' }: DocumentCardProps) {
  const titleId = useId();
  const { match } = document;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <CardTitleLink
          id={titleId}
          to={paths.document(document.id)}
          component={headingLevel}
          action={
            <LibraryFavoriteButton
              kind="document"
              targetId={document.id}
              favorite={document.favorite}
              describedBy={titleId}
            />
          }
        >
          {match ? <HighlightedText segments={match.titleHighlight} /> : document.title}
        </CardTitleLink>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <VisuallyHidden>Tipo:</VisuallyHidden>
          <Chip size="small" component="span" label={documentKindLabels[document.kind]} color="primary" />
          <VisuallyHidden>Tema:</VisuallyHidden>
          <Chip size="small" component="span" variant="outlined" label={libraryTopicLabels[document.topic]} />
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>
          {match ? <HighlightedText segments={match.snippet} /> : document.summary}
        </Typography>
        <Typography variant="body2" sx={{ mt: 'auto', color: 'text.secondary' }}>
          Publicado el <time dateTime={document.publishedOn}>{formatCalendarDay(document.publishedOn)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
