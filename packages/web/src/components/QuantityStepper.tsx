import { useLayoutEffect, useRef } from 'react';
import { Stepper, type StepperProps } from 'antd-mobile';

/**
 * antd-mobile's Stepper with an accessible name: its number field gets `label` as its name, and the range values
 * that the library also puts on its wrapper (where ARIA does not allow them; they stay on the field) are removed.
 */
export function QuantityStepper({ label, ...props }: StepperProps & { label: string }) {
  const box = useRef<HTMLSpanElement>(null);
  // After every render: the library sets those attributes again whenever the value changes.
  useLayoutEffect(() => {
    const root = box.current;
    if (!root) return;
    root.querySelector('input')?.setAttribute('aria-label', label);
    for (const el of root.querySelectorAll('.adm-stepper-input')) {
      for (const attr of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) el.removeAttribute(attr);
    }
  });
  return (
    <span ref={box} className="quantity-stepper">
      <Stepper {...props} />
    </span>
  );
}
