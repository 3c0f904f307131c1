import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// Only what the analytics screen draws, so the chunk stays far below the full ECharts bundle. SVG: crisp at
// any zoom, and its labels are elements a browser test can measure.
echarts.use([LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

interface EChartProps {
  option: object;
  dark: boolean;
  height: number;
  /** What the chart shows, for screen readers; the figures themselves are in a table beside it. */
  label: string;
}

/** An ECharts canvas on ECharts' own light or dark theme, redrawn when the site's theme changes. */
export function EChart({ option, dark, height, label }: EChartProps) {
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        theme={dark ? 'dark' : undefined}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
