import { AUDIENCE_OPTIONS, audienceLabel } from '@feira/shared';
import { Stack } from '@mui/material';
import type { FieldValues, Path } from 'react-hook-form';
import { FormSwitch } from './FormCheckbox';
import { FormCheckboxGroup } from './FormCheckboxGroup';

type AudienceValues = FieldValues & { published?: unknown; audience?: unknown };

/**
 * "Publicada" and "Para quem" of a news post or video (issue 39 item 16): a published item shows on the
 * "Novidades" page of the exhibitors, builders or providers ticked here; a draft only to admins. A video
 * stays on the managers' course pages either way (spec part 2 §2.6), so its switch says "Novidades".
 */
export function AudienceFields<T extends AudienceValues>({ video = false }: { video?: boolean }) {
  return (
    <Stack spacing={1}>
      <FormCheckboxGroup<T>
        name={'audience' as Path<T>}
        label="Para quem"
        options={AUDIENCE_OPTIONS}
        helperText='Aparece em "Novidades" para quem estiver marcado.'
      />
      <FormSwitch<T>
        name={'published' as Path<T>}
        label={video ? 'Mostrar em Novidades' : 'Publicada'}
        helperText={
          video
            ? 'Os cursos continuam nas páginas de Cursos dos gestores, ligado ou não.'
            : 'Desligada, fica como rascunho: só administradores veem.'
        }
      />
    </Stack>
  );
}

/** "Publicada · Expositores, Montadoras" or "Rascunho": the news list's column. */
export function publicationText(item: { published: boolean; audience: readonly string[] }): string {
  return item.published ? `Publicada · ${audienceLabel(item.audience)}` : 'Rascunho';
}

/** "Em Novidades · Expositores" or "Só em Cursos": the videos list's column. */
export function videoPublicationText(item: { published: boolean; audience: readonly string[] }): string {
  return item.published ? `Em Novidades · ${audienceLabel(item.audience)}` : 'Só em Cursos';
}
