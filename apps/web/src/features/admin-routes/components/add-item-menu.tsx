import { itemKindLabels, itemKinds, type ItemKind } from '@academia/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState } from 'react';
import { ItemKindIcon } from './item-kind-icon';

interface AddItemMenuProps {
  /** `opener` is the "Agregar contenido" button, for focus to come back to. */
  onChoose: (kind: ItemKind, opener: HTMLElement | null) => void;
}

/** "Agregar contenido" and the menu of kinds it opens. */
export function AddItemMenu({ onChoose }: AddItemMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant="contained"
        startIcon={<AddIcon aria-hidden="true" />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Agregar contenido
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {itemKinds.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onChoose(kind, buttonRef.current);
            }}
          >
            <ListItemIcon>
              <ItemKindIcon kind={kind} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{itemKindLabels[kind]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
