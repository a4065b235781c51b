import { PC_HOME_SECTIONS } from './PcHomeSections';
import './pc.css';

/** /pages/pc/home: the desktop shop home (no pull-to-refresh, as the spec says). */
export function PcHome() {
  return (
    <div className="pc-page pc-home" data-testid="pc-home">
      {PC_HOME_SECTIONS.map((Section, i) => <Section key={i} />)}
    </div>
  );
}
