import { personalMattersColumns } from '../../../../shared/rules/card-display';
import { useCardActions } from '../card-actions';
import { cssVars } from '../parts/css-vars';
import type { KindProps } from './kind-props';

/** 个人事务: the user's own figures in 3 columns on the narrow layout, 5 otherwise (CARD-08). */
export function PersonalMattersCard({ data, columnName, mode }: KindProps<'personalMatters'>) {
  const { navigate } = useCardActions();
  const columns = personalMattersColumns(mode);
  return (
    <ul
      className="sh-card-matters"
      aria-label={columnName}
      data-columns={columns}
      style={cssVars({ '--sh-card-matter-columns': columns })}
    >
      {data.items.map((matter) => {
        const figure = (
          <>
            <span className="sh-card-matters__value">{matter.value}</span>
            {' '}
            <span className="sh-card-matters__label">{matter.label}</span>
          </>
        );
        return (
          <li key={matter.key}>
            {matter.url
              ? <button type="button" className="sh-card-matters__item" onClick={() => navigate(matter.url)}>{figure}</button>
              : <span className="sh-card-matters__item">{figure}</span>}
          </li>
        );
      })}
    </ul>
  );
}
