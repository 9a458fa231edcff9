import { formatNumber } from "../../lib/format";
import { EmptyState, ErrorAlert, Skeleton } from "../ui";
import { useAbCampaigns, useAbVariants } from "./api";

/** Every variant of every test, with its traffic share and counts. */
export function VariantsTab() {
  const variants = useAbVariants();
  const campaigns = useAbCampaigns();
  if (variants.isLoading) return <Skeleton rows={3} label="Loading variants" />;
  if (variants.error) return <ErrorAlert error={variants.error} />;
  if (!variants.data?.length) return <EmptyState title="No variants yet">Variants are created with a test.</EmptyState>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Variant</th>
            <th>Test</th>
            <th>Traffic</th>
            <th>Exposures</th>
            <th>Conversions</th>
            <th>Rate</th>
          </tr>
        </thead>
        <tbody>
          {variants.data.map((v) => (
            <tr key={v.id} data-testid="ab-variant">
              <td>
                {v.name} {v.isControl && <span className="badge badge-xs">control</span>}
                {v.description && <div className="text-xs text-base-content/80">{v.description}</div>}
              </td>
              <td>{campaigns.data?.find((c) => c.id === v.campaignId)?.name ?? ""}</td>
              <td>{v.trafficPercentage}%</td>
              <td>{formatNumber(v.exposures)}</td>
              <td>{formatNumber(v.conversions)}</td>
              <td>{v.conversionRate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
