import { Alert, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useI18n } from '../i18n';

/** What a list query gives the table: its rows (and total, when paged), and whether it is loading or failed. */
interface ListQuery<T> {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  data?: { list: T[]; total?: number };
}

/** The page shown and its size; changing the size goes back to page 1. */
export interface Paging {
  page: number;
  limit: number;
  onChange: (page: number, limit: number) => void;
  /** Offer 10/20/50/100 rows a page. */
  sizeChanger?: boolean;
}

/** Paging kept in component state, starting at page 1 of `initialLimit` rows; `reset()` after a filter changes. */
export function usePaging(initialLimit = 20): Paging & { reset: () => void } {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  return {
    page, limit, sizeChanger: true,
    onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); },
    reset: () => setPage(1),
  };
}

type Props<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> & {
  query: ListQuery<T>;
  /** Without it the whole list is one page. */
  paging?: Paging;
  errorTestId?: string;
};

/**
 * A back-office list: the query's error above the table, its rows, the empty text, and paging when given. Wide lists
 * scroll sideways; `scroll={undefined}` lets the columns wrap to the card's width instead.
 */
export function QueryTable<T extends object>({ query, paging, errorTestId, ...table }: Props<T>) {
  const { t } = useI18n();
  return (
    <>
      {query.isError && <Alert data-testid={errorTestId} type="error" title={query.error?.message} style={{ marginBottom: 16 }} />}
      <Table<T>
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 'max-content' }}
        {...table}
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        pagination={paging ? {
          current: paging.page, pageSize: paging.limit, total: query.data?.total ?? 0, showSizeChanger: paging.sizeChanger ?? false,
          onChange: paging.onChange,
        } : false}
      />
    </>
  );
}
