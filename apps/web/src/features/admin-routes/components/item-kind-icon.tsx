import type { ItemKind } from '@academia/shared';
import ArticleIcon from '@mui/icons-material/Article';
import LinkIcon from '@mui/icons-material/Link';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QuizIcon from '@mui/icons-material/Quiz';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const icons = {
  text: ArticleIcon,
  video: OndemandVideoIcon,
  pdf: PictureAsPdfIcon,
  link: LinkIcon,
  quiz: QuizIcon,
} as const;

/** Decorative: the kind is always written next to it. */
export function ItemKindIcon({ kind, ...props }: { kind: ItemKind } & SvgIconProps) {
  const Icon = icons[kind];
  return <Icon aria-hidden="true" {...props} />;
}
