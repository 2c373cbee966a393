import { PageBanner } from '@starfamily/shared';
import { useGetFarmsQuery, useGetSisterCompaniesQuery, useGetWarehousesQuery } from '../api/businessApi';
import { BUSINESS_LISTS } from '../businessLists';
import { BusinessSlider } from './BusinessSlider';
import './business.css';

/** /business: farms and warehouses toggle card by card; among sister companies one card is open at a time. */
export default function BusinessPage() {
  const farms = useGetFarmsQuery();
  const warehouses = useGetWarehousesQuery();
  const sisters = useGetSisterCompaniesQuery();
  return (
    <div className="sf-business-page">
      <PageBanner title="Our Business" crumb="Our Business" />
      <BusinessSlider
        title={BUSINESS_LISTS.farms}
        kind="farms"
        sites={farms.data ?? []}
        isLoading={farms.isLoading}
        isError={farms.isError}
        priorityFirst
      />
      <BusinessSlider
        title={BUSINESS_LISTS.warehouses}
        kind="warehouses"
        sites={warehouses.data ?? []}
        isLoading={warehouses.isLoading}
        isError={warehouses.isError}
      />
      <BusinessSlider
        title={BUSINESS_LISTS.sisterCompanies}
        kind="sister-companies"
        sites={sisters.data ?? []}
        isLoading={sisters.isLoading}
        isError={sisters.isError}
      />
    </div>
  );
}
