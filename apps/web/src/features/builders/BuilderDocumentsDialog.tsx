import {
  BUILDER_DOCUMENT_KEY_LIST,
  BUILDER_DOCUMENT_OPTIONS,
  type BuilderDocumentKey,
  type BuilderDocumentsForm,
  builderDocumentsFormSchema,
  YES_NO_OPTIONS,
} from '@feira/shared';
import { Stack, Typography } from '@mui/material';
import { z } from 'zod';
import { api } from '../../shared/api/client';
import { FormDialog, FormSelect, FormUploadField } from '../../shared/ui';
import { DocumentStatus } from './BuilderDocumentsPanel';
import type { BuilderRecord } from './types';

type DocumentsFormValues = {
  needWaterAndDrain: string | null;
  needAdditionalThreePhasePower: string | null;
} & Record<BuilderDocumentKey, string | null>;

/** Form values keep each document as its address; the shared schema wants `{url}` objects. */
const schema = z.preprocess((raw) => {
  const v = raw as DocumentsFormValues;
  return {
    ...v,
    ...Object.fromEntries(BUILDER_DOCUMENT_KEY_LIST.map((k) => [k, v[k] ? { url: v[k] } : null])),
  };
}, builderDocumentsFormSchema) as unknown as z.ZodType<BuilderDocumentsForm, DocumentsFormValues>;

function defaults(record: BuilderRecord): DocumentsFormValues {
  const answer = (b: boolean | null) => (b === null || b === undefined ? null : String(b));
  return {
    needWaterAndDrain: answer(record.needWaterAndDrain),
    needAdditionalThreePhasePower: answer(record.needAdditionalThreePhasePower),
    ...(Object.fromEntries(BUILDER_DOCUMENT_KEY_LIST.map((k) => [k, record[k]?.url ?? null])) as Record<
      BuilderDocumentKey,
      string | null
    >),
  };
}

/** "Anexar documentos": the two yes/no answers and six PDFs (`PUT /builder/tagEdit/{id}`). */
export function BuilderDocumentsDialog({
  record,
  onClose,
  onSaved,
  reloadList,
}: {
  record: BuilderRecord | null;
  onClose: () => void;
  onSaved?: () => void;
  reloadList?: string;
}) {
  if (!record) return null;
  return (
    <FormDialog<DocumentsFormValues, BuilderDocumentsForm>
      open
      title="Anexar documentos"
      maxWidth="md"
      schema={schema}
      defaultValues={defaults(record)}
      onClose={onClose}
      onSuccess={onSaved}
      reloadList={reloadList}
      onSubmit={(values) => api('PUT', `/builder/tagEdit/${record._id}`, { body: values })}
    >
      <FormSelect<DocumentsFormValues>
        name="needWaterAndDrain"
        label="Precisa de ponto de água e esgoto?"
        options={YES_NO_OPTIONS}
        required
      />
      <FormSelect<DocumentsFormValues>
        name="needAdditionalThreePhasePower"
        label="Precisa de energia trifásica adicional?"
        options={YES_NO_OPTIONS}
        required
      />
      {BUILDER_DOCUMENT_OPTIONS.map(({ value: key, label }) => (
        <Stack key={key} spacing={0.5}>
          <FormUploadField<DocumentsFormValues> name={key} label={label} accept="pdf" tenant="builder" />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              Situação:
            </Typography>
            <DocumentStatus doc={record[key]} />
          </Stack>
        </Stack>
      ))}
    </FormDialog>
  );
}
