import { type ProductCategoryFormInput, productCategoryFormSchema } from '@feira/shared';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client';
import {
  applyServerErrors,
  FormActions,
  FormTextField,
  fieldPaths,
  LoadingState,
  PageHeader,
  useReloadList,
} from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { getCategory, type ProductCategory } from './api';

/**
 * /productCategory/new "Cadastrar nova categoria de produto" and /productCategory/{id}/edit "Editar
 * categoria de produto". Opened from the product form (?from=product), it goes back there with the new
 * category chosen (the product draft is restored by that screen).
 */
export function CategoryFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const fromProduct = params.get('from') === 'product';
  const navigate = useNavigate();
  const reload = useReloadList();
  const existing = useQuery({
    queryKey: ['productCategory', id],
    queryFn: () => getCategory(id!),
    enabled: !!id,
  });
  const defaults = { name: '' };
  const form = useForm<ProductCategoryFormInput>({
    resolver: zodResolver(productCategoryFormSchema),
    defaultValues: defaults,
  });
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => {
    if (existing.data) form.reset({ name: existing.data.name });
  }, [existing.data, form]);

  const back = (created?: ProductCategory) =>
    navigate(fromProduct ? `/product/new${created ? `?category=${created._id}` : ''}` : '/productCategory');

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const env = id
        ? await api<ProductCategory>('PUT', `/productCategory/${id}`, { body: values })
        : await api<ProductCategory>('POST', '/productCategory', { body: values });
      await reload('/productCategory');
      back(env.model ?? undefined);
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fieldPaths(defaults)).alert);
    }
  });

  return (
    <Stack spacing={2}>
      <PageHeader title={id ? 'Editar categoria de produto' : 'Cadastrar nova categoria de produto'} />
      {existing.isLoading ? <LoadingState /> : null}
      {existing.isError ? <Alert severity="error">Categoria não encontrada.</Alert> : null}
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              {alert ? <Alert severity="error">{alert}</Alert> : null}
              <FormTextField<ProductCategoryFormInput> name="name" label="Nome" required autoFocus />
              <FormActions saving={form.formState.isSubmitting} onCancel={() => back()} />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
