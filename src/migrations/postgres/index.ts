import * as migration_20261122_082234_initial from './20261122_082234_initial';
import * as migration_20261122_085036_shell_seed_state_coming_soon from './20261122_085036_shell_seed_state_coming_soon';
import * as migration_20261122_092222_content_news_programmes_career_faq from './20261122_092222_content_news_programmes_career_faq';
import * as migration_20261122_093204_visitor_statistics from './20261122_093204_visitor_statistics';
import * as migration_20261122_093559_content_pages from './20261122_093559_content_pages';

export const migrations = [
  {
    up: migration_20261122_082234_initial.up,
    down: migration_20261122_082234_initial.down,
    name: '20261122_082234_initial',
  },
  {
    up: migration_20261122_085036_shell_seed_state_coming_soon.up,
    down: migration_20261122_085036_shell_seed_state_coming_soon.down,
    name: '20261122_085036_shell_seed_state_coming_soon',
  },
  {
    up: migration_20261122_092222_content_news_programmes_career_faq.up,
    down: migration_20261122_092222_content_news_programmes_career_faq.down,
    name: '20261122_092222_content_news_programmes_career_faq',
  },
  {
    up: migration_20261122_093204_visitor_statistics.up,
    down: migration_20261122_093204_visitor_statistics.down,
    name: '20261122_093204_visitor_statistics',
  },
  {
    up: migration_20261122_093559_content_pages.up,
    down: migration_20261122_093559_content_pages.down,
    name: '20261122_093559_content_pages'
  },
];
