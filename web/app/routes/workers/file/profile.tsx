import { ComingSoonCard } from "../../../components/coming-soon";

// PLACEHOLDER: replaced by the tab's screen.
export default function WorkerFileTab() {
  return <ComingSoonCard />;
}
