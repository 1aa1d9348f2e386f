import { itemKindLabels, itemKinds, type ItemKind } from '@academia/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMenuButton } from '../hooks/use-menu-button';
import { ItemKindIcon } from './item-kind-icon';

interface AddItemMenuProps {
  /** `opener` is the "Agregar contenido" button, for focus to come back to. */
  onChoose: (kind: ItemKind, opener: HTMLElement | null) => void;
}

/** "Agregar contenido" and the menu of kinds it opens. */
export function AddItemMenu({ onChoose }: AddItemMenuProps) {
  const menu = useMenuButton();
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />} {...menu.buttonProps}>
        Agregar contenido
      </Button>
      <Menu {...menu.menuProps}>
        {itemKinds.map((kind) => (
          <MenuItem key={kind} onClick={menu.choose((opener) => onChoose(kind, opener))}>
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
