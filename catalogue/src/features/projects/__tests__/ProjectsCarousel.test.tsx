import { act, renderHook, screen } from '@testing-library/react';
import { useResponsiveSettings } from '@starfamily/shared';
import { answer, renderWithProviders, TEST_API_BASE } from '@starfamily/shared/testing';
import { projectPayload } from '@starfamily/shared/testing';
import ProjectsCarousel from '../components/ProjectsCarousel';
import { projectsCarouselSettings } from '../components/projectsCarouselSettings';
import ProjectsPage from '../components/ProjectsPage';

const longNotes = 'Export warehouse with cleaning, grading and bagging lines for sesame and pulses, close to Metema road.';

describe('ProjectsCarousel', () => {
  afterEach(() => jest.useRealTimers());

  it('shows its own loader for the loader time (3 s by the spec), then the carousel', async () => {
    jest.useFakeTimers();
    answer('projects-list', [projectPayload(1, 'Humera warehouse')]);
    renderWithProviders(<ProjectsCarousel />, { config: { loaderMs: 3000 } });
    expect(screen.getByRole('heading', { level: 2, name: 'OUR PROJECTS' })).toBeInTheDocument();
    expect(screen.getByText('Successfull Work of StarFamily')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');
    await act(() => jest.advanceTimersByTimeAsync(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Humera warehouse' })).toHaveAttribute('href', '/project-single/1');
  });

  it('shows the first nine projects: banner, notes cut at 100 plus ..., title link and arrow link', async () => {
    answer('projects-list', [
      { ...projectPayload(1, 'Metema warehouse'), notes: longNotes },
      ...Array.from({ length: 10 }, (_, i) => projectPayload(i + 2)),
    ]);
    renderWithProviders(<ProjectsCarousel />);
    expect(await screen.findByRole('region', { name: 'Successfull Work of StarFamily' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    // Slides out of view are hidden from assistive technology; count every distinct slide.
    const titles = new Set(screen.getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent));
    expect(titles).toEqual(new Set(['Metema warehouse', ...Array.from({ length: 8 }, (_, i) => `Project ${i + 2}`)]));
    expect(screen.getAllByText(`${longNotes.slice(0, 100)}...`).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: 'Metema warehouse', hidden: true })[0]).toHaveAttribute(
      'src',
      `${TEST_API_BASE}/storage/projects/pr1.svg`,
    );
    expect(screen.getAllByRole('link', { name: 'More about Metema warehouse', hidden: true })[0]).toHaveAttribute(
      'href',
      '/project-single/1',
    );
  });

  it('shows as many slides as its settings give the window width, from the first render', async () => {
    const original = window.innerWidth;
    window.innerWidth = 1280;
    const { slidesToShow } = renderHook(() => useResponsiveSettings(projectsCarouselSettings)).result.current;
    answer(
      'projects-list',
      Array.from({ length: 9 }, (_, i) => projectPayload(i + 1)),
    );
    const { container } = renderWithProviders(<ProjectsCarousel />);
    await screen.findByRole('region', { name: 'Successfull Work of StarFamily' });
    expect(container.querySelectorAll('.slick-slide.slick-active')).toHaveLength(slidesToShow!);
    window.innerWidth = original;
  });
});

describe('ProjectsPage', () => {
  it('lists every project with its link', async () => {
    answer(
      'projects-list',
      Array.from({ length: 11 }, (_, i) => projectPayload(i + 1)),
    );
    renderWithProviders(<ProjectsPage />, { route: '/project-s2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(11);
    expect(screen.getByRole('link', { name: 'Project 11' })).toHaveAttribute('href', '/project-single/11');
  });
});
