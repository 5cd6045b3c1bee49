import { useState } from 'react';

/** Selected rows by id, kept across pages so a bulk action can span them. */
export function useSelection<Row>(getRowId: (row: Row) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const isSelected = (row: Row) => selected.has(getRowId(row));
  const toggle = (row: Row) =>
    setSelected((current) => {
      const next = new Map(current);
      const id = getRowId(row);
      if (next.has(id)) next.delete(id);
      else next.set(id, row);
      return next;
    });
  const setPage = (rows: readonly Row[], checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (checked) next.set(getRowId(row), row);
        else next.delete(getRowId(row));
      }
      return next;
    });
  const pageState = (rows: readonly Row[]) => {
    const count = rows.filter(isSelected).length;
    return { all: rows.length > 0 && count === rows.length, some: count > 0 && count < rows.length };
  };
  return {
    rows: [...selected.values()],
    size: selected.size,
    isSelected,
    toggle,
    setPage,
    pageState,
    clear: () => setSelected(new Map()),
  };
}

export type Selection<Row> = ReturnType<typeof useSelection<Row>>;
