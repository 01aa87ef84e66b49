import { CalendarOutlined } from '@ant-design/icons';
import { getRouteApi } from '@tanstack/react-router';
import { Select } from 'antd';
import { useId } from 'react';
import { currentFinancialYear, recentFinancialYears, todayIst } from '../../shared/financial-year';
import { usePageTitle } from '../../shared/usePageTitle';
import { popupInMain } from '../../shared/ui/popup';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { selectedYear } from './search';
import { periodName, periodOptions, type TaxQuarter, taxPeriod } from './tax-period';
import { TaxDocumentsList } from './TaxDocumentsList';
import { TaxSummarySections } from './TaxSummary';
import { TdsReportSection } from './TdsReport';
import './admin-tax.css';

const routeApi = getRouteApi('/admin/tax');

/** How many financial years the year select offers: this one and the ones before it. */
export const TAX_YEARS_SHOWN = 4;

/**
 * /admin/tax: the GST our fees carried in a financial year or one of its quarters (invoices, credit notes,
 * their net, checked against the ledger, and by place of supply), the TDS withheld from sellers in that
 * year (ADR 49), and every invoice and credit note of that year. The period and the list's search, kind and page are in the URL.
 */
export function AdminTaxPage() {
  usePageTitle('Tax · Admin');
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const yearId = useId();
  const periodId = useId();

  const today = todayIst();
  const current = currentFinancialYear();
  const year = selectedYear(search);
  const period = taxPeriod(year, search.quarter, today);
  const yearBegun = taxPeriod(year, undefined, today) !== null;
  const years = recentFinancialYears(TAX_YEARS_SHOWN);
  // A year named in the URL beyond the select's choices stays selectable.
  if (!years.includes(year)) years.push(year);
  years.sort((a, b) => b.localeCompare(a));

  const choose = (next: { year: string; quarter: TaxQuarter | undefined }) => {
    // A quarter still to come in the year chosen falls back to the whole year.
    const quarter = next.quarter && taxPeriod(next.year, next.quarter, today) ? next.quarter : undefined;
    void navigate({
      search: (previous) => ({
        ...previous,
        year: next.year === current ? undefined : next.year,
        quarter,
        // The documents list follows the year: back to its first page.
        page: next.year === year ? previous.page : undefined,
      }),
    });
  };

  return (
    <>
      <h1 className="page-title">Tax</h1>
      <p className="page-subtitle">
        The GST on our platform fees: what the invoices and credit notes of a period carried, checked against the
        ledger; the income tax (TDS) withheld from sellers’ sales in the year; and every document issued in the
        financial year.
      </p>

      <div className="tax-period" role="group" aria-label="Period">
        <span className="tax-period__field">
          <label htmlFor={yearId} className="tax-period__label">
            Financial year
          </label>
          <Select<string>
            id={yearId}
            className="tax-period__select"
            value={year}
            options={years.map((label) => ({ value: label, label }))}
            onChange={(value) => choose({ year: value, quarter: search.quarter })}
            getPopupContainer={popupInMain}
          />
        </span>
        <span className="tax-period__field">
          <label htmlFor={periodId} className="tax-period__label">
            Period
          </label>
          <Select<TaxQuarter | 'year'>
            id={periodId}
            className="tax-period__select"
            value={search.quarter ?? 'year'}
            options={periodOptions.map((option) => ({
              ...option,
              // Figures of a quarter still to come do not exist yet.
              disabled: option.value !== 'year' && taxPeriod(year, option.value, today) === null,
            }))}
            onChange={(value) => choose({ year, quarter: value === 'year' ? undefined : value })}
            getPopupContainer={popupInMain}
          />
        </span>
      </div>

      {period ? (
        <TaxSummarySections period={period} />
      ) : (
        <StatusPanel icon={<CalendarOutlined />} title={`${periodName(year, search.quarter)} has not begun`}>
          <p>Choose a period up to today to see its GST.</p>
        </StatusPanel>
      )}

      {/* TDS is reported by financial year (a quarter's figures are its deductions' dates in the CSV). */}
      {yearBegun && <TdsReportSection year={year} />}

      <TaxDocumentsList year={year} />
    </>
  );
}
