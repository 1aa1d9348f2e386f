import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { MIN_QUERY_LENGTH, readSearchQuery, SEARCH_PARAM } from '../hooks/use-search-query';

export const SEARCH_FIELD_LABEL = 'Buscar rutas, contenidos y documentos';

/**
 * The header search box. What the learner types reaches the address (`?buscar=`) once typing settles; the layout
 * then shows the results instead of the page. Escape or an empty box brings the page back. On phones the box
 * hides behind a "Buscar" button and, when opened, covers the header. Exactly one "×" is shown at a time.
 */
export function HeaderSearch() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = readSearchQuery(searchParams);
  const [text, setText] = useState(committed);
  const [expanded, setExpanded] = useState(false);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The last query this box wrote, to tell its own address changes from "Atrás" or a followed link.
  const written = useRef(committed);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  // Set when the phone search closes, so focus goes back to the "Buscar" button once it is shown again.
  const returnFocus = useRef(false);

  // Opening the phone search is asking to type: take the learner straight to the box.
  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  useEffect(() => {
    if (!returnFocus.current || !openerRef.current) return;
    returnFocus.current = false;
    openerRef.current.focus();
  });

  const commit = (value: string) => {
    const next = value.length >= MIN_QUERY_LENGTH ? value : '';
    if (next === written.current && next === committed) return;
    written.current = next;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(SEARCH_PARAM, next);
        else params.delete(SEARCH_PARAM);
        return params;
      },
      // A new search is a step "Atrás" can undo; refining or clearing it is not.
      { replace: committed !== '' || next === '' },
    );
  };

  useEffect(() => {
    commit(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only react to the typed text settling
  }, [debounced]);

  // The address changed without this box (Atrás, a result followed, a menu link): show what it now holds.
  useEffect(() => {
    if (committed === written.current) return;
    written.current = committed;
    setText(committed);
  }, [committed]);

  const clear = () => {
    setText('');
    commit('');
  };

  const collapse = () => {
    returnFocus.current = true;
    setExpanded(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    clear();
    if (narrow) collapse();
  };

  if (narrow && !expanded && !text) {
    return (
      <IconButton
        ref={openerRef}
        color="inherit"
        aria-label="Buscar"
        aria-expanded={false}
        onClick={() => setExpanded(true)}
        sx={{ ml: 'auto' }}
      >
        <SearchIcon />
      </IconButton>
    );
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        commit(text.trim());
      }}
      sx={
        narrow
          ? {
              position: 'absolute',
              inset: 0,
              zIndex: 2,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              bgcolor: 'primary.main',
            }
          : { width: '100%', maxWidth: 520, display: 'flex', alignItems: 'center' }
      }
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {SEARCH_FIELD_LABEL}
      </Box>
      <Box
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus-within': { outline: '3px solid #ffffff', outlineOffset: 1 },
        }}
      >
        <SearchIcon aria-hidden="true" sx={{ color: 'text.secondary' }} />
        <InputBase
          id={inputId}
          inputRef={inputRef}
          // A text field with the searchbox role: `type="search"` would draw the browser's own "×" beside ours.
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder="Ingresa tu búsqueda"
          autoComplete="off"
          inputProps={{ maxLength: 120, enterKeyHint: 'search', role: 'searchbox' }}
          sx={{
            flexGrow: 1,
            py: 0.5,
            '& input::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
        {/* One clear control: this one on wider screens; on phones "Cerrar la búsqueda" clears and closes. */}
        {text && !narrow && (
          <IconButton
            size="small"
            aria-label="Borrar la búsqueda"
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {narrow && (
        <IconButton
          color="inherit"
          aria-label="Cerrar la búsqueda"
          onClick={() => {
            clear();
            collapse();
          }}
        >
          <CloseIcon />
        </IconButton>
      )}
    </Box>
  );
}
