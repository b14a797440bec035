package all

import _ "arbiter/scoring/hyrule"
