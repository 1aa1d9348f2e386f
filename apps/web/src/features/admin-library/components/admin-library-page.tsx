import { paths } from '@academia/shared/paths';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { DocumentsPanel } from './documents-panel';
import { NormsPanel } from './norms-panel';

type LibraryTab = 'documentos' | 'normas';

const TABS: readonly { value: LibraryTab; label: string }[] = [
  { value: 'documentos', label: 'Documentos educativos' },
  { value: 'normas', label: 'Normas' },
];

/** `/admin/biblioteca`: both libraries, one tab each; the tab, search and page live in the address. */
export function AdminLibraryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: LibraryTab = searchParams.get('pestana') === 'normas' ? 'normas' : 'documentos';

  // Each tab has its own search: switching starts the other one from scratch.
  const selectTab = (next: LibraryTab) =>
    setSearchParams(next === 'documentos' ? {} : { pestana: next }, { replace: true });

  return (
    <>
      <PageHeader
        title="Biblioteca"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description="Publique y mantenga los documentos educativos y las normas de SST que consultan los aprendices."
      />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: LibraryTab) => selectTab(next)}
          aria-label="Bibliotecas"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              label={label}
              id={`library-tab-${value}`}
              aria-controls={`library-panel-${value}`}
            />
          ))}
        </Tabs>
        <div role="tabpanel" id={`library-panel-${tab}`} aria-labelledby={`library-tab-${tab}`}>
          {tab === 'documentos' ? <DocumentsPanel key="documentos" /> : <NormsPanel key="normas" />}
        </div>
      </Paper>
    </>
  );
}
