"""The pydantic half of the schema corpus: each model of test/fixtures/schemas/python/models.py as
plain pydantic writes it (`model_json_schema()`, what servers on older SDKs and hand-rolled servers
send), as the Python SDK writes it (`render_elicitation_schema`) and as FastMCP writes it
(`get_elicitation_schema`). A generator that refuses a model is recorded with its reason.

Prints one JSON object; scripts/generate-schema-corpus.ts runs it and writes the fixtures.
"""

import json
import sys
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "test" / "fixtures" / "schemas" / "python"))

from fastmcp.server.elicitation import get_elicitation_schema  # noqa: E402
from mcp.server.elicitation import render_elicitation_schema  # noqa: E402
from models import MODELS  # noqa: E402

GENERATORS = {
    "pydantic": ("model_json_schema()", lambda model: model.model_json_schema()),
    "python-sdk": ("mcp.server.elicitation.render_elicitation_schema", render_elicitation_schema),
    "fastmcp": ("fastmcp.server.elicitation.get_elicitation_schema", get_elicitation_schema),
}

output = {}
for key, (call, render) in GENERATORS.items():
    cases, refused = [], []
    for name, model in MODELS.items():
        try:
            cases.append({"name": name, "requestedSchema": render(model)})
        except Exception as error:  # the generator's own refusal, recorded as it said it
            refused.append({"name": name, "reason": f"{type(error).__name__}: {error}"})
    output[key] = {"call": call, "cases": cases, "refused": refused}

output["versions"] = {name: version(name) for name in ("pydantic", "mcp", "fastmcp")}
output["versions"]["python"] = sys.version.split()[0]
print(json.dumps(output))
