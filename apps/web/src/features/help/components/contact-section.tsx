import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicConfig } from '@academia/shared';
import { Fact, FactList } from '../../../components/facts';

/** Who runs the academy and how to reach them: only the ways of contact the administrator configured. */
export function ContactDetails({ config }: { config: PublicConfig }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2 }}>
        {`Esta academia la administra ${config.providerName}. Escríbanos si tiene un problema con su cuenta, una ruta o un certificado.`}
      </Typography>
      <FactList sx={{ gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Fact term="Correo electrónico">
          <Link href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Link>
        </Fact>
        {config.contactPhone && (
          <Fact term="Teléfono">
            <Link href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}>{config.contactPhone}</Link>
          </Fact>
        )}
        {config.contactAddress && <Fact term="Dirección">{config.contactAddress}</Fact>}
        {config.contactHours && <Fact term="Horario de atención">{config.contactHours}</Fact>}
      </FactList>
    </Paper>
  );
}
