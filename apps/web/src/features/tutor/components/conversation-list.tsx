import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessageFor } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useConversations, useDeleteConversation } from '../api/conversations';

/** The user's earlier conversations: open one to continue it, or delete it. */
export function ConversationList({
  currentId,
  onOpen,
  onDeleted,
}: {
  currentId: string | null;
  onOpen: (id: string) => Promise<void>;
  onDeleted: () => void;
}) {
  const conversations = useConversations();
  const remove = useDeleteConversation();
  if (conversations.isPending) return <Typography sx={{ mb: 2 }}>Cargando conversaciones…</Typography>;
  if (conversations.isError) return <Alert severity="error">{errorMessageFor(conversations.error)}</Alert>;
  const items = conversations.data.items;
  return (
    <Box component="section" aria-label="Conversaciones anteriores" sx={{ mb: 3 }}>
      {remove.isError && <Alert severity="error">{errorMessageFor(remove.error)}</Alert>}
      {items.length === 0 ? (
        <Typography color="text.secondary">Aún no tiene conversaciones guardadas.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button
                onClick={() => void onOpen(item.id)}
                aria-current={item.id === currentId ? 'true' : undefined}
                sx={{ textAlign: 'left', justifyContent: 'flex-start', flexGrow: 1, textTransform: 'none' }}
              >
                {item.title} · {formatDateTime(item.updatedAt)}
              </Button>
              <IconButton
                aria-label={`Borrar la conversación «${item.title}»`}
                onClick={() =>
                  remove.mutate(item.id, { onSuccess: () => (item.id === currentId ? onDeleted() : undefined) })
                }
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
