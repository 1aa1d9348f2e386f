import type { AdminItemFamily } from '@academia/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useItemFamilies, useRetireFamily } from '../api/families';

interface BankFamiliesProps {
  routeId: string;
  onNotice: (message: string) => void;
}

const count = (n: number, one: string, many: string) =>
  `${new Intl.NumberFormat('es-CO').format(n)} ${n === 1 ? one : many}`;

function FamilyPreview({ family, id }: { family: AdminItemFamily; id: string }) {
  return (
    <Box id={id} component="ol" aria-label={`Ejemplos de «${family.title}»`} sx={{ pl: 3, mt: 1, mb: 0 }}>
      {family.preview.map((item) => (
        <li key={item.prompt}>
          <Typography>{item.prompt}</Typography>
          <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
            {item.options.map((option) => (
              <li key={option.text}>
                {option.text}
                {option.correct && <strong> (respuesta correcta)</strong>}
              </li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {item.explanation}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function FamilyRow({ family, onRetire }: { family: AdminItemFamily; onRetire: (family: AdminItemFamily) => void }) {
  const [open, setOpen] = useState(false);
  const previewId = useId();
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {family.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Tema: {family.topic} · {count(family.active, 'pregunta activa', 'preguntas activas')} ·{' '}
        {count(family.retired, 'retirada', 'retiradas')}
      </Typography>
      {family.rule && <Typography variant="body2">Regla: {family.rule}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          aria-controls={previewId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Ocultar ejemplos' : 'Ver ejemplos generados'}
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={family.active === 0}
          onClick={() => onRetire(family)}
        >
          Retirar familia
        </Button>
      </Box>
      {open && <FamilyPreview family={family} id={previewId} />}
    </Box>
  );
}

/** "Familias de preguntas": rules whose generated instances are stored in the bank; a test shows one per family. */
export function BankFamilies({ routeId, onNotice }: BankFamiliesProps) {
  const families = useItemFamilies(routeId);
  const retire = useRetireFamily(routeId);
  const [target, setTarget] = useState<AdminItemFamily | null>(null);
  const list = families.data?.families ?? [];
  if (list.length === 0) return null;

  const confirm = () => {
    if (!target) return;
    retire.mutate(target.id, {
      onSuccess: (result) => {
        setTarget(null);
        onNotice(`Familia retirada: ${count(result.retired, 'pregunta retirada', 'preguntas retiradas')}.`);
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="familias-titulo" sx={{ mt: 3 }}>
      <Typography id="familias-titulo" component="h3" variant="h6">
        Familias de preguntas
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Cada familia es una regla con parámetros que genera preguntas equivalentes. Cada una se guarda y se califica por
        separado, y una misma evaluación muestra como máximo una pregunta de cada familia.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((family) => (
          <FamilyRow key={family.id} family={family} onRetire={(chosen) => (retire.reset(), setTarget(chosen))} />
        ))}
      </Box>
      <ConfirmDialog
        open={target !== null}
        title="¿Retirar toda la familia?"
        confirmLabel="Retirar familia"
        destructive
        onConfirm={confirm}
        onClose={() => setTarget(null)}
        pending={retire.isPending}
        error={retire.error}
      >
        Se retirarán las {count(target?.active ?? 0, 'pregunta activa', 'preguntas activas')} de «{target?.title}».
        Conservan sus respuestas, pero no se vuelven a mostrar.
      </ConfirmDialog>
    </Box>
  );
}
