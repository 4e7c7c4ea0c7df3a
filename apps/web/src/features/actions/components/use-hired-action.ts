import { useId, useState } from 'react';
import {
  actionTitle,
  type CampaignAction,
  type HiredCampaign,
  type ListenMilestone,
  type MilestoneReport,
} from '@patrocina/domain';

export interface HiredCardHandlers {
  onPlan: (campaign: HiredCampaign) => void;
  onRecord: (campaign: HiredCampaign, action: CampaignAction) => void;
  onReport: (campaign: HiredCampaign, action: CampaignAction, report: MilestoneReport) => void;
  /** Opens the campaign's chat about this podcast; only offered where the chat exists. */
  onChat?: (campaign: HiredCampaign) => void;
}

/** What one hired action is drawn from, as a table's row (wide screens) or as a card (a phone). */
export interface HiredActionProps {
  campaign: HiredCampaign;
  action: CampaignAction;
  today: string;
  canWork: boolean;
  handlers: HiredCardHandlers;
}

/**
 * What the row and the card of one hired action both say and do, so that the two layouts cannot drift
 * apart: its name, its day (the episode's once published, else the planned one), its listens per
 * milestone, the «Ver detalle» disclosure of its sources, and the page's dialogs opened for it.
 */
export function useHiredAction({
  campaign,
  action,
  handlers,
}: Pick<HiredActionProps, 'campaign' | 'action' | 'handlers'>) {
  const [showDetail, setShowDetail] = useState(false);
  const detailId = useId();
  return {
    name: actionTitle(action.kind, action.position),
    day: action.publishedOn ?? action.plannedOn,
    hasFigures: action.listens.some((report) => report.figures !== null),
    detail: { shown: showDetail, id: detailId, toggle: () => setShowDetail((shown) => !shown) },
    reportAt: (milestone: ListenMilestone) => action.listens.find((entry) => entry.milestone === milestone),
    onRecord: () => handlers.onRecord(campaign, action),
    onReport: (report: MilestoneReport | undefined) => report && handlers.onReport(campaign, action, report),
  };
}

export type HiredAction = ReturnType<typeof useHiredAction>;
