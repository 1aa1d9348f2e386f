import { paths } from '@academia/shared/paths';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

type Target = 'documents' | 'norms';

/** One search box for both libraries: the learner picks which, and lands on that list with the text searched. */
export function LibrariesSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [target, setTarget] = useState<Target>('documents');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    const path = target === 'documents' ? paths.documents() : paths.norms();
    void navigate(q ? `${path}?${new URLSearchParams({ q }).toString()}` : path);
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Buscar en las bibliotecas"
      variant="outlined"
      onSubmit={submit}
      sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <TextField
        id="libraries-search"
        label="¿Qué busca?"
        placeholder="Por ejemplo: trabajo en alturas"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
          Buscar en
        </FormLabel>
        <RadioGroup row value={target} onChange={(event) => setTarget(event.target.value as Target)}>
          <FormControlLabel value="documents" control={<Radio />} label="Biblioteca educativa" />
          <FormControlLabel value="norms" control={<Radio />} label="Biblioteca legislativa" />
        </RadioGroup>
      </Box>
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden="true" />} sx={{ minHeight: 44 }}>
        Buscar
      </Button>
    </Paper>
  );
}
