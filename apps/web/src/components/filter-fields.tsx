import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width from tablets up; on phones it takes the whole line. */
  width: number;
}

/** The search box above a list, with its magnifier. */
export function SearchField({ id, label, placeholder, value, onChange, width }: SearchFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      placeholder={placeholder}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface FilterSelectProps<TValue extends string> {
  id: string;
  label: string;
  value: TValue;
  onChange: (value: TValue) => void;
  options: readonly { value: TValue; label: string }[];
  /** The label of a first choice with the value '' that filters nothing out ("Todos"). */
  allLabel?: string;
  /** Its width from tablets up; on phones it takes the whole line. */
  width: number;
}

/** A drop-down list that filters a list. */
export function FilterSelect<TValue extends string>({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
  width,
}: FilterSelectProps<TValue>) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as TValue)}
      sx={{ width: { xs: '100%', sm: width } }}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
