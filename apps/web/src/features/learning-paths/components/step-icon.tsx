import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { itemKindLabels, type ItemKind, type StepKind } from '@academia/shared';

const itemIcons: Record<ItemKind, typeof ArticleOutlinedIcon> = {
  text: ArticleOutlinedIcon,
  video: OndemandVideoOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  link: LinkOutlinedIcon,
  quiz: QuizOutlinedIcon,
};

const stepIcons: Record<Exclude<StepKind, 'content'>, typeof ArticleOutlinedIcon> = {
  pretest: AssignmentOutlinedIcon,
  simulator: SportsEsportsOutlinedIcon,
  test: EmojiEventsOutlinedIcon,
};

const stepLabels: Record<Exclude<StepKind, 'content'>, string> = {
  pretest: 'Prueba inicial',
  simulator: 'Simulador',
  test: 'Evaluación final',
};

/** "Prueba inicial", "Lectura", "Video"…: the kind of a step as the learner reads it. */
export function stepKindLabel(kind: StepKind, itemKind: ItemKind | null): string {
  if (kind !== 'content') return stepLabels[kind];
  return itemKind ? itemKindLabels[itemKind] : 'Contenido';
}

interface StepIconProps extends Omit<SvgIconProps, 'children'> {
  kind: StepKind;
  itemKind: ItemKind | null;
}

/** A decorative icon for a step or content kind; the label beside it says the same in words. */
export function StepIcon({ kind, itemKind, ...props }: StepIconProps) {
  const Icon = kind === 'content' ? itemIcons[itemKind ?? 'text'] : stepIcons[kind];
  return <Icon aria-hidden="true" {...props} />;
}
