import { productFormSchema } from '@feira/shared';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client';
import { applyServerErrors, FormActions, fieldPaths, PageHeader, useReloadList } from '../../shared/ui';
import { zodResolver } from '../../shared/ui/form/zodResolver';
import { type CategoryOption, getCategory, type Product } from './api';
import { ProductFormFields } from './ProductFormFields';
import {
  clearProductDraft,
  emptyProduct,
  type ProductValues,
  readProductDraft,
  saveProductDraft,
} from './productForm';

/** Where "Adicionar nova" goes; the category screen comes back to /product/new?category=<id>. */
export const NEW_CATEGORY_FROM_PRODUCT = '/productCategory/new?from=product';

/**
 * /product/new "Cadastrar novo produto". Choosing "Adicionar nova" in the category select keeps the
 * draft (this tab's sessionStorage), opens the new-category screen and, back here, restores the draft
 * with the new category chosen.
 */
export function ProductNewPage() {
  const navigate = useNavigate();
  const reload = useReloadList();
  const [params] = useSearchParams();
  const chosen = params.get('category');
  const defaults = useMemo(() => {
    const draft = readProductDraft() ?? emptyProduct();
    return chosen ? { ...draft, category: chosen } : draft;
  }, [chosen]);
  const form = useForm<ProductValues>({
    resolver: zodResolver(productFormSchema) as never,
    defaultValues: defaults,
  });
  const [category, setCategory] = useState<CategoryOption | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  useEffect(clearProductDraft, []);
  useEffect(() => {
    if (!chosen) return;
    getCategory(chosen)
      .then((c) => setCategory({ _id: c._id, name: c.name }))
      .catch(() => undefined);
  }, [chosen]);

  const addCategory = () => {
    saveProductDraft(form.getValues());
    navigate(NEW_CATEGORY_FROM_PRODUCT);
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const env = await api<Product>('POST', '/product', { body: values });
      await reload('/product');
      navigate(`/product/${env.model?._id}`);
    } catch (err) {
      setAlert(applyServerErrors(err, form.setError, fieldPaths(defaults)).alert);
    }
  });

  return (
    <Stack spacing={2}>
      <PageHeader title="Cadastrar novo produto" />
      <Card variant="outlined" sx={{ maxWidth: 900 }}>
        <CardContent>
          <FormProvider {...form}>
            <Stack component="form" noValidate spacing={2} onSubmit={submit}>
              {alert ? <Alert severity="error">{alert}</Alert> : null}
              <ProductFormFields category={category} onAddCategory={addCategory} />
              <FormActions saving={form.formState.isSubmitting} onCancel={() => navigate('/product')} />
            </Stack>
          </FormProvider>
        </CardContent>
      </Card>
    </Stack>
  );
}
