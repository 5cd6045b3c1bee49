export * from './columns';
export { columnExportCell, columnExportValue, columnText, valueAtPath } from './columnValues';
export { DataTable } from './DataTable';
export { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter';
export { buildExportSheet, DEFAULT_EXPORT_CHUNK, type ExportOptions, exportListToXlsx } from './exportXlsx';
export { listQueryKey, reloadLists, useReloadList } from './listKeys';
export { EditRowAction, RowAction, type RowActionProps } from './RowAction';
export type * from './types';
export { endpointFetcher } from './useListQuery';
