import { type EventInput, eventInputSchema } from '@feira/shared';
import { CreateFormPage } from '../../shared/ui';
import { EventFormFields, emptyEvent } from './EventFormFields';

/** /event/new "Cadastrar": success opens /event/{id}. */
export function EventNewPage() {
  return (
    <CreateFormPage<EventInput>
      title="Cadastrar"
      subtitle="Novo evento"
      schema={eventInputSchema}
      emptyValues={emptyEvent}
      endpoint="/event"
      maxWidth={860}
    >
      <EventFormFields />
    </CreateFormPage>
  );
}
