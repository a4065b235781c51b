import { PC_HOME_SECTIONS } from './PcHomeSections';
import { RevealWhenSettled } from '../../components/RevealWhenSettled';
import './pc.css';

/** /pages/pc/home: the desktop shop home (no pull-to-refresh, as the spec says). */
export function PcHome() {
  return (
    <div className="pc-page pc-home" data-testid="pc-home">
      <RevealWhenSettled>
        {PC_HOME_SECTIONS.map((Section, i) => <Section key={i} />)}
      </RevealWhenSettled>
    </div>
  );
}
