import { type NewsFormInput, newsFormSchema } from '@feira/shared';
import { CreateFormPage } from '../../shared/ui';
import { emptyNews, NewsFormFields } from './NewsFormFields';

/** /news/new: title, text, banner and video; success opens /news/{id}. */
export function NewsNewPage() {
  return (
    <CreateFormPage<NewsFormInput>
      title="Nova notícia"
      schema={newsFormSchema}
      emptyValues={emptyNews}
      endpoint="/news"
      maxWidth={800}
    >
      <NewsFormFields />
    </CreateFormPage>
  );
}
